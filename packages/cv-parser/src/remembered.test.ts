import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('works a text out once and gives the same answer again', () => {
    const seen: string[] = [];
    const length = remembered((text) => {
      seen.push(text);
      return text.length;
    });
    expect([length('ab'), length('abc'), length('ab')]).toEqual([2, 3, 2]);
    expect(seen).toEqual(['ab', 'abc']);
  });

  it('remembers undefined answers too', () => {
    let calls = 0;
    const none = remembered(() => {
      calls++;
      return undefined;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });

  it('forgets when the memory is full and still answers right', () => {
    const double = remembered((text) => text + text);
    for (let index = 0; index < 5000; index++)
      expect(double(String(index))).toBe(`${index}${index}`);
    expect(double('7')).toBe('77');
  });
});
