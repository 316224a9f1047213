/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvSection } from '@cvforge/contracts';
import { Text, View } from '@react-pdf/renderer';
import { degreeLine, joinParts } from '../cv-view';
import { shortEntries, type ShortEntry } from '../short-entries';
import { Bullet, EntryHead, LabelledList, type Block } from './entries';
import type { CvStyles } from './styles';

const entryStyle = (styles: CvStyles, index: number) =>
  index === 0 ? styles.entryFirst : styles.entry;

/** A section as unbreakable blocks, in reading order. The first block stays with the heading. */
export function sectionBlocks(section: CvSection, styles: CvStyles): Block[] {
  switch (section.type) {
    case 'summary':
      return section.content.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => ({
          key: `p${index}`,
          node: (
            <Text style={[styles.text, index > 0 ? { marginTop: 5 } : {}]}>{paragraph.trim()}</Text>
          ),
        }));
    case 'experience':
      return section.content.experiences.flatMap((job, index) => {
        const [first, ...rest] = job.achievements;
        const head: Block = {
          key: job.id,
          node: (
            <View style={entryStyle(styles, index)}>
              <EntryHead
                styles={styles}
                title={job.title}
                date={job.duration}
                subtitle={joinParts(job.company, job.location)}
              />
              {first ? <Bullet styles={styles}>{first}</Bullet> : null}
            </View>
          ),
        };
        return [
          head,
          ...rest.map((line, at) => ({
            key: `${job.id}-${at}`,
            node: <Bullet styles={styles}>{line}</Bullet>,
          })),
        ];
      });
    case 'education':
      return section.content.education.map((school, index) => ({
        key: school.id,
        node: (
          <View style={entryStyle(styles, index)}>
            <EntryHead
              styles={styles}
              title={degreeLine(school.degree, school.field)}
              date={school.year}
              subtitle={school.institution}
            />
            {school.gpa || school.honors ? (
              <Text style={styles.muted}>
                {joinParts(school.gpa ? `GPA: ${school.gpa}` : '', school.honors)}
              </Text>
            ) : null}
          </View>
        ),
      }));
    case 'skills': {
      const { technical, professional, tools } = section.content;
      const rows: [string, string[]][] = [
        ['Technical', technical],
        ['Professional', professional],
        ['Tools', tools],
      ];
      return rows
        .filter(([, items]) => items.length > 0)
        .map(([label, items], index) => ({
          key: label,
          node: (
            <View style={index > 0 ? { marginTop: 3 } : {}}>
              <LabelledList styles={styles} label={label} items={items} />
            </View>
          ),
        }));
    }
    default:
      return shortEntryBlocks(section, styles);
  }
}

/** Titled entries (projects, awards …) get a head; plain lists (languages, soft skills) one line. */
function shortEntryBlocks(section: CvSection, styles: CvStyles): Block[] {
  const entries = shortEntries(section);
  if (entries.length === 0) return [];
  if (typeof entries[0] === 'string') {
    return [
      { key: 'list', node: <Text style={styles.text}>{(entries as string[]).join(', ')}</Text> },
    ];
  }
  return (entries as ShortEntry[]).map((entry, index) => ({
    key: entry.id,
    node: (
      <View style={entryStyle(styles, index)}>
        <EntryHead
          styles={styles}
          title={entry.title}
          date={entry.date}
          subtitle={entry.subtitle}
        />
        {entry.text ? <Text style={styles.text}>{entry.text}</Text> : null}
      </View>
    ),
  }));
}
