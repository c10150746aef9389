import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

// Full-width punctuation; no space before counters (点).
export const ja: DemoTexts = {
  blogTitle: '来年注目のロゴトレンド10選',
  checkoutTitle: 'コンペを開始する',
  loggedOutTitle: 'プロにロゴデザインを依頼しよう',
  contests: [
    'オーガニックベーカリーのロゴ',
    'クラフトビールのパッケージ',
    'フィンテック企業のランディングページ',
    '推理小説の表紙',
  ],
  contestLine: (price, designs, state) => `${price}・デザイン${designs}点・${state}`,
  contestStates: { open: '募集中', qualifying: '予選ラウンド', finished: '終了' },
  blogLede: (site) =>
    `手描きのマークから可変フォントまで、${site}のロゴコンペで注目されそうなトレンドを紹介します。`,
  blogHandDrawn: [
    '1. 手描きのマーク',
    'クライアントが求めているのは温かみです。デザイナーは、不完全な線や筆の跡を残し、人の手で作られたことが伝わるマークで応えています。',
  ],
  blogVariableType: [
    '2. 可変フォント',
    '一つの書体に多彩なウェイト。ファビコンから屋外広告まで、個性を失わずに展開できるロゴです。',
  ],
  checkoutStep: 'ステップ2／3：パッケージを選んでください。',
  packageLegend: 'パッケージ',
  packages: { bronze: 'ブロンズ', silver: 'シルバー', gold: 'ゴールド' },
  continue: '次へ',
  contestHolderLede: (site) => `${site}で依頼中のコンペとプロジェクトです。`,
  designerLede: 'あなたのスキルに合ったコンペを新着順に表示しています。',
  loggedOutLede: '世界中のデザイナーと一緒に。仕上がりに満足してからお支払いいただけます。',
  sidebar: 'サイドバー',
  roleNames: {
    'logged-out': 'ログアウト中',
    'contest-holder': 'コンペ主催者',
    designer: 'デザイナー',
  },
  demoNote: (role, user, site, locale, variant) =>
    `デモページ：${site}（${locale}、バリアント ${variant}）の${role}${user ? `（${user}）` : ''}`,
  allDemoPages: 'すべてのデモページ',
  notFoundTitle: 'このページはデモに含まれていません',
  notFoundText: (path) =>
    html`マーケットプレイスには
      <code>${path}</code>
      のページがありますが、リファレンスサーバーが提供するのはデモページ、マイクロサイト、API
      のみです。`,
};
