// Realistic ingredients for the seeded database: names from the markets the
// product sells in, contest titles, notification and chat templates.

export const firstNames: readonly string[] = [
  'Anna',
  'Lukas',
  'Sophie',
  'Jonas',
  'Emma',
  'Noah',
  'Mia',
  'Elias',
  'Lena',
  'Finn',
  'Chloé',
  'Louis',
  'Camille',
  'Hugo',
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Lucía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Inês',
  'João',
  'Beatriz',
  'Tiago',
  'Sanne',
  'Daan',
  'Fleur',
  'Bram',
  'Yuki',
  'Haruto',
  'Sakura',
  'Ren',
  'Olivia',
  'James',
  'Amelia',
  'Oliver',
  'Chloe',
  'William',
  'Zoë',
  'Søren',
  'Ingrid',
  'Magnus',
  'Aoife',
  'Cian',
  'Priya',
  'Wei',
  'Mei',
  'Kwame',
];

export const lastNames: readonly string[] = [
  'Müller',
  'Schneider',
  'Fischer',
  'Weber',
  'Becker',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Rossi',
  'Bianchi',
  'Ferrari',
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Silva',
  'Santos',
  'Oliveira',
  'de Vries',
  'van Dijk',
  'Jansen',
  'Bakker',
  'Sato',
  'Suzuki',
  'Takahashi',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Ødegård',
  'Hansen',
  'Nielsen',
  "O'Brien",
  'Murphy',
  'Chen',
  'Tan',
  'Wong',
  'Mensah',
  'Kowalski',
];

/** Users with names that test rendering: markup, length, scripts, right-to-left. */
export const unusualNames: readonly string[] = [
  'Mallory <img src=x onerror="window.__xss = \'display-name\'">',
  'Bartholomew Alexander Montgomery-Fitzgerald von Hohenzollern-Sigmaringen',
  '佐藤 花子',
  'Renée & Co. Design Studio',
  'ليلى حداد',
];

export const contestTitles: readonly string[] = [
  'Logo for an organic bakery in Vienna',
  'Business card for a Zürich law firm',
  'Landing page for a fintech start-up',
  'Brand guide for a surf school in Lisbon',
  'T-shirt design for a charity run',
  'Book cover for a crime novel',
  'Packaging for craft beer',
  'Logo for a Tokyo ramen bar',
  'Website redesign for a dental practice',
  'Icon set for a travel app',
  'Poster for a jazz festival in Montreal',
  'Label for a Rioja winery',
  'Logo für eine Kaffeerösterei',
  'Logo pour une boulangerie à Lyon',
  'Etichetta per un olio extravergine',
];

export const amounts: readonly string[] = ['€299', '$499', 'CHF 650', '£349', '¥45,000', '€1,200'];

type Template = (p: { name: string; contestId: number; title: string; amount: string }) => string;

/** Harmless markup the sanitizer must keep: bold, emphasis and relative links. */
export const notificationTemplates: readonly { kind: string; html: Template }[] = [
  {
    kind: 'contest',
    html: (p) =>
      `<b>${p.name}</b> submitted a new design to your contest <a href="/contests/${p.contestId}">${p.title}</a>`,
  },
  {
    kind: 'contest',
    html: (p) =>
      `Your contest <a href="/contests/${p.contestId}">${p.title}</a> has ended. Choose a winner within <b>7 days</b>.`,
  },
  { kind: 'message', html: (p) => `<b>${p.name}</b> sent you a message` },
  { kind: 'payment', html: (p) => `Payment of <b>${p.amount}</b> received. <em>Thank you!</em>` },
  {
    kind: 'award',
    html: (p) =>
      `Congratulations! Your design won <a href="/contests/${p.contestId}">${p.title}</a> 🎉`,
  },
  {
    kind: 'project',
    html: (p) =>
      `<b>${p.name}</b> invited you to a 1-to-1 project. <a href="/projects/${p.contestId}">View the brief</a>`,
  },
  {
    kind: 'contest',
    html: (p) =>
      `<b>${p.name}</b> hat einen neuen Entwurf für <a href="/contests/${p.contestId}">${p.title}</a> eingereicht`,
  },
  { kind: 'message', html: (p) => `<b>${p.name}</b> さんからメッセージが届きました` },
  {
    kind: 'system',
    html: () =>
      `Tom &amp; Jerry&#39;s Café rated your work <b>5/5</b> &lt;great&gt; — see <a href="/work">your work</a>`,
  },
  {
    kind: 'contest',
    html: (p) =>
      `<p>Your contest <a href="/contests/${p.contestId}">${p.title}</a> received <b>12</b> new designs in the last 24 hours. Designers are waiting for your feedback: rate the entries you like so they can improve them before the contest moves on to the final round.</p>`,
  },
];

export const notificationIconKinds = [
  'message',
  'contest',
  'project',
  'payment',
  'award',
  'system',
] as const;

export const chatLines: readonly string[] = [
  'Hi! Thanks for the brief, I have a few questions about the colours.',
  'Here is a first draft, let me know what you think.',
  'Could you try a version with a darker blue?',
  'Sure, I will send the revisions tomorrow morning.',
  'Love it! Just one small change to the font please.',
  'The final files are uploaded: AI, SVG and PNG.',
  'Vielen Dank, das sieht großartig aus!',
  'Merci beaucoup, c’est parfait.',
  '¿Podrías enviarme también la versión en blanco y negro?',
  'ありがとうございます！とても気に入りました。',
  'Can we schedule a call on Thursday?',
  'I have attached the mood board 🎨',
  'Payment released, thanks again for the great work.',
  '<script>window.__xss = "chat"</script> (this is a message, show it as text)',
  'Line one\nLine two\nLine three',
  'A very long message that goes on and on to check that the dropdown truncates it nicely instead of pushing the layout around: we would like the logo to feel warm, friendly and modern, with a hint of the mountains around the town and a colour palette that works on both the storefront and the delivery vans.',
];

/** Dates the client must treat as invalid and hide (spec §5). */
export const invalidDates: readonly string[] = [
  'not-a-date',
  '',
  '2023-13-45T99:99:99Z',
  '0000-00-00 00:00:00',
  '31/12/2024',
  'null',
];
