import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../web/src/i18n';
import { eventText } from '../web/src/pages/log-lines';

/**
 * Issue 27 in the game log of the web client: declared and cancelled leave, and a turn reminder,
 * are told in words in every language (not the fallback that spells the event's type). A reminder
 * is matched by its `type` string: it reads the same whether or not the generated types know it.
 * (Times at noon UTC: the same calendar day in any time zone the tests run in.)
 */
const names = ['Ada', 'Bob'];
const events = {
  'leave-declared': { type: 'leave-declared', seat: 0, leaveId: 'lv_1', from: '2026-12-24T12:00:00.000Z', until: '2026-12-28T12:00:00.000Z' },
  'leave-cancelled': { type: 'leave-cancelled', seat: 0, leaveId: 'lv_1' },
  'turn-reminded': { type: 'turn-reminded', seat: 1, threshold: 86_400, deadline: '2026-12-10T12:00:00.000Z' },
} as const;
const text = (event: (typeof events)[keyof typeof events]) => eventText(event as never, names);

describe('the game log tells leave and reminders', () => {
  afterEach(() => setLanguage('en'));

  it('in English', () => {
    expect(text(events['leave-declared'])).toMatch(/^Ada declared leave from Dec 24, .+ to Dec 28, .+: their clock stops then$/);
    expect(text(events['leave-cancelled'])).toBe('Ada cancelled their leave');
    expect(text(events['turn-reminded'])).toMatch(/^Bob was reminded to move: 1 d left, until Dec 10, .+$/);
  });

  it.each(LANGUAGES)('in %s: each names its seat, none falls back to the bare event type', (lang) => {
    setLanguage(lang);
    for (const [type, event] of Object.entries(events)) {
      const line = text(event);
      expect(line, `${lang} ${type}`).toContain(names[event.seat]!);
      expect(line, `${lang} ${type}`).not.toContain(type.replace(/-/g, ' '));
    }
    expect(text(events['turn-reminded'])).toContain('1 d');
  });
});
