import type { PersonalInfo } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { keepFurtherLink, networkOf } from './profiles';

const info = (website: string): PersonalInfo => ({
  name: 'Ines Okafor',
  title: '',
  email: '',
  phone: '',
  location: '',
  linkedin: 'linkedin.com/in/ines-okafor',
  website,
});

describe('further links kept as profiles', () => {
  it('names a network and its handle by the host', () => {
    expect(networkOf('https://github.com/iokafor/')).toEqual({
      network: 'GitHub',
      username: 'iokafor',
    });
    expect(networkOf('medium.com/@ines')).toEqual({ network: 'Medium', username: 'ines' });
    expect(networkOf('inesokafor.dev')).toEqual({ network: 'Website', username: '' });
  });

  it('keeps a second link as a profile, once, and leaves maps out', () => {
    const person = info('inesokafor.dev');
    keepFurtherLink(person, 'github.com/iokafor');
    keepFurtherLink(person, 'https://www.github.com/iokafor/');
    keepFurtherLink(person, 'https://inesokafor.dev/about');
    keepFurtherLink(person, 'https://www.google.com/maps?q=Leeds');
    keepFurtherLink(person, 'https://www.linkedin.com/in/ines-okafor');
    expect(person.website).toBe('inesokafor.dev');
    expect(person.profiles?.map(({ network, url }) => ({ network, url }))).toEqual([
      { network: 'GitHub', url: 'github.com/iokafor' },
    ]);
  });

  it("makes the person's own site the website when a network link was read first", () => {
    const person = info('github.com/iokafor');
    keepFurtherLink(person, 'okafor-portfolio.net');
    expect(person.website).toBe('okafor-portfolio.net');
    expect(person.profiles).toEqual([
      expect.objectContaining({
        network: 'GitHub',
        username: 'iokafor',
        url: 'github.com/iokafor',
      }),
    ]);
  });
});
