import type { CvContent } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';
import { byRelevance, type Relevance } from './relevance';

/**
 * Bullets, list entries and skills most relevant to the job first. Jobs and schooling keep their
 * (reverse-chronological) order: recruiters and ATS read dates in that order.
 */
export function reorderForJob(content: CvContent, relevance: Relevance): void {
  for (const section of sectionsOf(content, 'experience'))
    for (const entry of section.content.experiences)
      entry.achievements = byRelevance(entry.achievements, relevance);
  for (const section of sectionsOf(content, 'skills')) {
    const skills = section.content;
    skills.technical = byRelevance(skills.technical, relevance);
    skills.professional = byRelevance(skills.professional, relevance);
    skills.tools = byRelevance(skills.tools, relevance);
  }
  const entryText = (...parts: string[]) => parts.join('. ');
  for (const section of sectionsOf(content, 'projects'))
    section.content.projects = byRelevance(section.content.projects, (entry) =>
      relevance(entryText(entry.name, entry.description)),
    );
  for (const section of sectionsOf(content, 'certifications'))
    section.content.certifications = byRelevance(section.content.certifications, (entry) =>
      relevance(entryText(entry.name, entry.issuing_organization)),
    );
  for (const section of sectionsOf(content, 'achievements'))
    section.content.achievements = byRelevance(section.content.achievements, (entry) =>
      relevance(entryText(entry.name, entry.description, entry.context)),
    );
  for (const section of sectionsOf(content, 'awards'))
    section.content.awards = byRelevance(section.content.awards, (entry) =>
      relevance(entryText(entry.name, entry.description)),
    );
  for (const section of sectionsOf(content, 'soft_skills'))
    section.content.soft_skills = byRelevance(section.content.soft_skills, (entry) =>
      relevance(entryText(entry.name, entry.description)),
    );
}
