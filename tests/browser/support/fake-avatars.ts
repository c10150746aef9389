// The test server has no /avatars route: screenshots swap the avatar pictures
// for an inline drawing so that they show what a user with a photo sees.

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".9"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#fff" fill-opacity=".9"/></svg>`,
  );

const avatarImages = 'img.site-account-menu__avatar, img.site-avatar__image';

/**
 * From now on, points every avatar image added to the document at the inline
 * picture, in the microtask after it is inserted (before its request can
 * fail). Returns the function that stops.
 */
export function installFakeAvatars(): () => void {
  const swap = () => {
    for (const image of document.querySelectorAll<HTMLImageElement>(avatarImages)) {
      if (image.src !== picture) image.src = picture;
    }
  };
  const observer = new MutationObserver(swap);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
