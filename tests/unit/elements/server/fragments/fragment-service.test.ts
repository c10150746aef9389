import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../../../src/elements/server/render-element.tsx';
import { createFragmentService } from '../../../../../src/elements/server/fragments/fragment-service.ts';

// The endpoint as a function: the failures an edge include must never paste
// into a page (an internal error, a render past its budget), which the
// reference server's contract test (tests/server/fragments.test.ts) cannot
// provoke, and the shared cache.

const header = { tag: 'site-header', query: '?site=de-de&locale=de-DE&variant=default&drawers=' };
const include = { ...header, query: `${header.query}&fallback=` };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('createFragmentService', () => {
  it('answers the fallback when the render fails, and a JSON 500 without the include mode', async () => {
    const service = createFragmentService({
      render: () => Promise.reject(new Error('the views are broken')),
    });
    const included = await service.answer(include);
    expect(included.status).toBe(200);
    expect(included.headers['site-shell-error']).toBe('internal_error');
    expect(included.headers['cache-control']).toBe('private, no-store');
    const html = text(included.body);
    expect(html).toMatch(/^<site-header site="de-de" locale="de-DE" variant="default" drawers /);
    expect(html).toContain('<a href="/how-it-works">So funktioniert’s</a>');
    expect(html).not.toContain('the views are broken');
    expect(String(included.problem?.cause)).toContain('the views are broken');

    const plain = await service.answer(header);
    expect(plain.status).toBe(500);
    expect(JSON.parse(text(plain.body))).toEqual({
      error: { code: 'internal_error', message: 'The fragment could not be rendered.' },
    });
  });

  it('answers the fallback once the time budget has passed, and caches the render when it ends', async () => {
    let renders = 0;
    const service = createFragmentService({
      timeBudgetMs: 20,
      render: async (tag, attributes, { assetsBase }) => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 80));
        return renderElement(tag, attributes, { assetsBase });
      },
    });
    const late = await service.answer(include);
    expect(late.status).toBe(200);
    expect(late.headers['site-shell-error']).toBe('timeout');
    expect(text(late.body)).toContain('<slot></slot></template><nav class="site-shell-fallback"');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await service.answer(include);
    expect(next.headers['site-shell-error']).toBeUndefined();
    expect(next.cached).toBe(true);
    expect(text(next.body)).toContain('data-rendered-for=');
    expect(renders).toBe(1);
  });

  it('waits for a slow render without the include mode (it answers as before)', async () => {
    const service = createFragmentService({
      timeBudgetMs: 5,
      render: async (tag, attributes, { assetsBase }) => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        return renderElement(tag, attributes, { assetsBase });
      },
    });
    const answer = await service.answer(header);
    expect(answer.status).toBe(200);
    expect(text(answer.body)).toContain('data-rendered-for=');
  });

  it('keeps shared fragments within its bound and never keeps a personal one', async () => {
    const service = createFragmentService({ cacheBytes: 64 * 1024 });
    await service.answer({ tag: 'site-footer', query: 'site=fr-fr' });
    const held = service.cacheBytes;
    expect(held).toBeGreaterThan(1000);
    const again = await service.answer({ tag: 'site-footer', query: 'site=fr-fr' });
    expect(again.cached).toBe(true);
    await service.answer({
      tag: 'site-header',
      query: 'site=fr-fr&user-role=designer&user-id=7&display-name=Zoé',
    });
    expect(service.cacheBytes).toBe(held);
    for (const site of ['de-de', 'at-de', 'ch-de', 'nl-nl', 'it-it', 'es-es', 'gb-en', 'us-en']) {
      await service.answer({ tag: 'site-footer', query: `site=${site}` });
    }
    expect(service.cacheBytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('uses the assets base for every stylesheet link, the fallback’s too', async () => {
    const service = createFragmentService({ assetsBase: 'https://static.example/elements/' });
    const good = text((await service.answer({ tag: 'site-footer', query: 'site=us-en' })).body);
    const bad = text(
      (await service.answer({ tag: 'site-footer', query: 'site=us-en&variant=x&fallback' })).body,
    );
    for (const html of [good, bad]) {
      expect(html).toMatch(
        /href="https:\/\/static\.example\/elements\/site-elements-shadow\.css\?v=/,
      );
    }
  });
});
