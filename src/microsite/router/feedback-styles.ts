import feedbackCss from './navigation-feedback.css?inline';

// The rules of the navigation's feedback (page transitions, the delayed-load
// notice) come with the navigation script, not in every page's HTML: they
// are adopted by the document, which keeps them across the router's swaps of
// the page's head.

/** Adds the navigation feedback's rules to the window's document; returns the cleanup. */
export function adoptFeedbackStyles(
  window: Window & { CSSStyleSheet: typeof CSSStyleSheet },
): () => void {
  const { document } = window;
  const sheet = new window.CSSStyleSheet();
  sheet.replaceSync(feedbackCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
  };
}
