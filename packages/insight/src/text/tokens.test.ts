import { describe, expect, it } from 'vitest';
import { containsPhrase, stem, tokenize } from './tokens';

describe('stem', () => {
  it('meets plural and verb forms of a word', () => {
    expect(stem('microservices')).toBe(stem('microservice'));
    expect(stem('managed')).toBe(stem('managing'));
    expect(stem('manages')).toBe(stem('manage'));
    expect(stem('companies')).toBe(stem('company'));
  });

  it('leaves short words, words with symbols and -ss/-us/-is endings alone', () => {
    expect(stem('sass')).toBe('sass');
    expect(stem('Node.js')).toBe('node.js');
    expect(stem('status')).toBe('status');
    expect(stem('analysis')).toBe('analysis');
  });
});

describe('tokenize', () => {
  it('keeps symbols that are part of a name', () => {
    expect(tokenize('C++, C#, Node.js and .NET.').map((token) => token.raw)).toEqual([
      'C++',
      'C#',
      'Node.js',
      'and',
      '.NET',
    ]);
  });

  it('splits joined words unless told to keep them whole', () => {
    expect(tokenize('Python/Django full-stack').map((token) => token.raw)).toEqual([
      'Python',
      'Django',
      'full',
      'stack',
    ]);
    expect(tokenize('CI/CD pipelines', new Set(['ci/cd'])).map((token) => token.raw)).toEqual([
      'CI/CD',
      'pipelines',
    ]);
  });

  it('marks the first word of each sentence or line', () => {
    const starts = tokenize('Built tools. Go deeper\nExcel sheets').map(
      (token) => token.sentenceStart,
    );
    expect(starts).toEqual([true, false, true, false, true, false]);
  });
});

describe('containsPhrase', () => {
  it('finds stems in order only', () => {
    const tokens = tokenize('Ran code reviews for the team');
    expect(containsPhrase(tokens, ['code', stem('review')])).toBe(true);
    expect(containsPhrase(tokens, [stem('review'), 'code'])).toBe(false);
    expect(containsPhrase(tokens, [])).toBe(false);
  });
});
