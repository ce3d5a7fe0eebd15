import { describe, expect, it } from 'vitest';
import { etagVersions, lastEventId, preferredWait } from './waiting';

describe('Prefer: wait and If-None-Match', () => {
  it('reads wait=<s> among other preferences, at most 60, and ignores what it cannot read', () => {
    expect(preferredWait('wait=10')).toBe(10);
    expect(preferredWait('return=minimal, WAIT = "25"; x=1')).toBe(25);
    expect(preferredWait('wait=600')).toBe(60);
    expect(preferredWait('wait=soon')).toBeNull();
    expect(preferredWait('respond-async')).toBeNull();
    expect(preferredWait(undefined)).toBeNull();
  });

  it('reads the versions of an If-None-Match list; * and foreign tags match none', () => {
    expect(etagVersions('"12"')).toEqual([12]);
    expect(etagVersions('W/"3", "4"')).toEqual([3, 4]);
    expect(etagVersions('*')).toEqual([]);
    expect(etagVersions('"abc"')).toEqual([]);
  });

  it('reads Last-Event-ID as a version and refuses anything else', () => {
    expect(lastEventId('17')).toBe(17);
    expect(lastEventId('')).toBeUndefined();
    expect(() => lastEventId('x1')).toThrow(/Last-Event-ID/);
  });
});
