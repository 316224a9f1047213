/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvSection } from '@cvforge/contracts';
import { Text, View } from '@react-pdf/renderer';
import { sectionView, type EntryView } from '../section-view';
import { Bullet, EntryHead, LabelledList, type Block } from './entries';
import type { CvStyles } from './styles';

const entryStyle = (styles: CvStyles, index: number) =>
  index === 0 ? styles.entryFirst : styles.entry;

/** An entry's head with its first line is one block (never split); each further bullet is one. */
function entryBlocks(entry: EntryView, index: number, styles: CvStyles): Block[] {
  const [first, ...rest] = entry.bullets;
  return [
    {
      key: entry.id,
      node: (
        <View style={entryStyle(styles, index)}>
          <EntryHead
            styles={styles}
            title={entry.title}
            date={entry.date}
            subtitle={entry.subtitle}
          />
          {entry.note ? <Text style={styles.muted}>{entry.note}</Text> : null}
          {entry.text ? <Text style={styles.text}>{entry.text}</Text> : null}
          {first ? <Bullet styles={styles}>{first}</Bullet> : null}
        </View>
      ),
    },
    ...rest.map((line, at) => ({
      key: `${entry.id}-${at}`,
      node: <Bullet styles={styles}>{line}</Bullet>,
    })),
  ];
}

/** A section as unbreakable blocks, in reading order. The first block stays with the heading. */
export function sectionBlocks(section: CvSection, styles: CvStyles): Block[] {
  const view = sectionView(section);
  switch (view?.kind) {
    case 'paragraphs':
      return view.paragraphs.map((paragraph, index) => ({
        key: `p${index}`,
        node: <Text style={[styles.text, index > 0 ? { marginTop: 5 } : {}]}>{paragraph}</Text>,
      }));
    case 'entries':
      return view.entries.flatMap((entry, index) => entryBlocks(entry, index, styles));
    case 'labelled':
      return view.rows.map(([label, items], index) => ({
        key: label,
        node: (
          <View style={index > 0 ? { marginTop: 3 } : {}}>
            <LabelledList styles={styles} label={label} items={items} />
          </View>
        ),
      }));
    case 'list':
      return [{ key: 'list', node: <Text style={styles.text}>{view.items.join(', ')}</Text> }];
    case undefined:
      return [];
  }
}
