// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  missingAnalyticsMessage,
  trackClicks,
  trackPage,
  type AnalyticsObject,
} from '../../../../src/microsite/router/analytics.ts';

// spec §7, §8: page and track calls when an analytics object exists, with the
// previous page's address as referrer; otherwise the log line.

const view = {
  url: 'https://awards.test/best-design-awards/2024/',
  path: '/best-design-awards/2024/',
  title: '2024',
  referrer: 'https://awards.test/best-design-awards/',
};

describe('page tracking', () => {
  it('sends a page call with the previous page as referrer', () => {
    const analytics: AnalyticsObject = { page: vi.fn(), track: vi.fn() };
    const log = vi.fn();
    trackPage({ analytics: () => analytics, log }, view);
    expect(analytics.page).toHaveBeenCalledWith(view);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the spec line when there is no analytics object', () => {
    const log = vi.fn();
    trackPage({ analytics: () => undefined, log }, view);
    expect(log).toHaveBeenCalledWith('window.analytics not defined. Skipping page tracking');
    expect(missingAnalyticsMessage).toBe('window.analytics not defined. Skipping page tracking');
  });
});

describe('event tracking', () => {
  it('sends a track call for a click on a data-track element, with the referrer', () => {
    document.body.innerHTML =
      '<a href="#winners" data-track="Hero: see winners"><span>See the winners</span></a><a href="#x">untracked</a>';
    const analytics: AnalyticsObject = { page: vi.fn(), track: vi.fn() };
    const stop = trackClicks(
      document,
      { analytics: () => analytics, log: vi.fn() },
      () => view.referrer,
    );
    document.querySelector('span')?.click();
    document.querySelector<HTMLElement>('a[href="#x"]')?.click();
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith(
      'Hero: see winners',
      expect.objectContaining({ label: 'See the winners', referrer: view.referrer }),
    );
    stop();
  });

  it('does nothing without an analytics object', () => {
    document.body.innerHTML = '<button data-track="Something">x</button>';
    const log = vi.fn();
    const stop = trackClicks(document, { analytics: () => undefined, log }, () => '');
    expect(() => document.querySelector('button')?.click()).not.toThrow();
    stop();
  });
});
