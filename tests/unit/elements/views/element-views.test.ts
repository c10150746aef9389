import { describe, expect, it } from 'vitest';
import { elementSpecs } from '../../../../src/elements/element-catalog.ts';
import { elementViews } from '../../../../src/elements/views/views.chunk.tsx';

describe('the views chunk', () => {
  it('has a view for every registered element, and none for anything else', () => {
    expect(Object.keys(elementViews).sort()).toEqual(elementSpecs.map((spec) => spec.tag).sort());
  });
});
