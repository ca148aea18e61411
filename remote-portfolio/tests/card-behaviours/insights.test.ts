import { describe, expect, it } from '@rstest/core';
import {
  beaconOf,
  INSIGHT_ATTRIBUTE,
  insightOf,
  linkInsight,
  SHARE_INSIGHT,
} from '../../src/features/card-behaviours/insights';

describe('the card insight a tap stands for', () => {
  it('reads back the markers the card writes', () => {
    expect(insightOf(linkInsight('phone'))).toEqual({ kind: 'link', link: 'phone' });
    expect(insightOf(linkInsight('instagram'))).toEqual({ kind: 'link', link: 'instagram' });
    expect(insightOf(SHARE_INSIGHT)).toEqual({ kind: 'share' });
  });

  it('stands for nothing without a marker, or with one it does not know', () => {
    expect(insightOf(null)).toBeUndefined();
    expect(insightOf('')).toBeUndefined();
    expect(insightOf('link:')).toBeUndefined();
    expect(insightOf('view')).toBeUndefined();
  });

  it('counts a click anywhere inside a marked link, and nothing outside one', () => {
    document.body.innerHTML = `<a ${INSIGHT_ATTRIBUTE}="${linkInsight('email')}"><svg><path /></svg></a><p>text</p>`;
    expect(beaconOf(document.querySelector('path'))).toEqual({ kind: 'link', link: 'email' });
    expect(beaconOf(document.querySelector('p'))).toBeUndefined();
    expect(beaconOf(null)).toBeUndefined();
    document.body.innerHTML = '';
  });
});
