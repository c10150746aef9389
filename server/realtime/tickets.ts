import { randomBytes } from 'node:crypto';

export interface TicketStore {
  /** A one-time ticket that lets `userId` open the notifications socket. */
  issue(userId: number): string;
  /** The ticket's user, or null when it is unknown, used or expired. It can be redeemed once. */
  redeem(ticket: string): number | null;
}

/** One-time tickets for the notifications socket, kept in memory only. */
export function createTicketStore(now: () => number, ttlMs = 60_000): TicketStore {
  const tickets = new Map<string, { userId: number; expiresAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [ticket, entry] of tickets) if (entry.expiresAt <= time) tickets.delete(ticket);
  };
  return {
    issue(userId) {
      sweep();
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { userId, expiresAt: now() + ttlMs });
      return ticket;
    },
    redeem(ticket) {
      const entry = tickets.get(ticket);
      tickets.delete(ticket);
      if (!entry || entry.expiresAt <= now()) return null;
      return entry.userId;
    },
  };
}
