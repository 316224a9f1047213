import { describe, expect, it } from 'vitest';
import { cleanContent } from './clean';
import editResponse from './normalise/fixtures/edit-response-with-markers.json';

describe('cleanContent', () => {
  it('removes UI markers and <mark> highlights and keeps the content', () => {
    const cleaned = cleanContent(editResponse);
    const json = JSON.stringify(cleaned);
    for (const marker of ['isImproved', 'isEnhanced', 'isNew', '<mark'])
      expect(json).not.toContain(marker);
    expect(cleaned.sections.find((s) => s.type === 'summary')?.content).toEqual({
      text: 'Backend engineer focused on distributed systems and Go.',
      highlightedKeywords: ['distributed systems'],
    });
    expect(cleaned.sections.find((s) => s.type === 'experience')?.content).toEqual({
      experiences: [
        {
          id: 'exp-1',
          title: 'Backend Engineer',
          company: 'Grab',
          duration: '2019 - 2024',
          location: 'Singapore',
          achievements: ['Cut p99 latency by 35%', 'Scaled payments to 10k TPS'],
        },
      ],
    });
    expect(cleaned.sections.find((s) => s.type === 'skills')?.content).toMatchObject({
      technical: ['Go', 'Kubernetes', 'gRPC'],
    });
  });

  it('keeps required sections visible even when the editor hid one', () => {
    const cleaned = cleanContent(editResponse);
    expect(cleaned.sections.find((s) => s.type === 'experience')?.is_visible).toBe(true);
  });

  it('removes tags that only appear once another is removed', () => {
    const cleaned = cleanContent({ summary: 'a <<mark>mark>b</mark>' });
    expect(cleaned.sections[0]?.content).toEqual({ text: 'a b', highlightedKeywords: [] });
  });
});
