// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  announcementText,
  createAnnouncer,
  pageName,
  removeAstroAnnouncer,
  renderAnnouncement,
} from '../../../../src/microsite/router/announcer.ts';

// spec §2: a screen-reader announcement says 'Navigated to' followed by the
// page heading or title; issue 7: exactly one, Astro's own is replaced.

const page = (html: string, title = '') => {
  const doc = document.implementation.createHTMLDocument();
  doc.title = title;
  doc.body.innerHTML = html;
  return doc;
};

describe('the announcement', () => {
  it('names the page by its first heading, with its text on one line', () => {
    expect(
      pageName(
        page('<main><h1>\n  Best Design Awards 2024<span>: </span>Craft\n</h1></main>', 'Title'),
      ),
    ).toBe('Best Design Awards 2024: Craft');
  });

  it('falls back to the title', () => {
    expect(pageName(page('<main><p>No heading</p></main>', 'Packaging | Best Design Awards'))).toBe(
      'Packaging | Best Design Awards',
    );
  });

  it('reads "Navigated to " followed by the name', () => {
    expect(announcementText('Navigated to {page}', 'Packaging')).toBe('Navigated to Packaging');
    expect(announcementText('Navigiert zu {page}', 'Verpackung')).toBe('Navigiert zu Verpackung');
  });

  it('writes one announcement into the live region, in the page language, and clears it before the next', () => {
    const region = document.createElement('div');
    const announcer = createAnnouncer();
    const stop = renderAnnouncement(announcer.$announcement, () => region);
    const next = page('<h1>Verpackung</h1>');
    next.documentElement.lang = 'de-DE';
    announcer.announce(next, 'Navigiert zu {page}');
    expect(region.textContent).toBe('Navigiert zu Verpackung');
    expect(region.lang).toBe('de-DE');
    announcer.clear();
    expect(region.textContent).toBe('');
    stop();
  });
});

describe("Astro's route announcer", () => {
  it('is removed from the body as soon as it is added, and from a new body too', async () => {
    const stop = removeAstroAnnouncer(document);
    const astroAnnouncer = () => {
      const div = document.createElement('div');
      div.className = 'astro-route-announcer';
      div.setAttribute('aria-live', 'assertive');
      document.body.append(div);
    };
    astroAnnouncer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('.astro-route-announcer')).toHaveLength(0);

    document.body.replaceWith(document.createElement('body'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    astroAnnouncer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('.astro-route-announcer')).toHaveLength(0);
    stop();
  });
});
