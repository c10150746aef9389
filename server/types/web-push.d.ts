// web-push ships no types and @types/web-push is not installed; this declares
// the part of its API the reference server uses.
declare module 'web-push' {
  export interface VapidKeys {
    publicKey: string;
    privateKey: string;
  }
  export interface PushTarget {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface SendOptions {
    TTL?: number;
    timeout?: number;
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
  }
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  interface WebPush {
    generateVAPIDKeys(): VapidKeys;
    sendNotification(
      target: PushTarget,
      payload?: string | null,
      options?: SendOptions,
    ): Promise<SendResult>;
  }
  const webpush: WebPush;
  export default webpush;
}
