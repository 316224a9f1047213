/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import type { CvStyles } from './styles';

interface EntryHeadProps {
  styles: CvStyles;
  title: string;
  date?: string;
  subtitle?: string;
}

/** Bold title with the date right-aligned (its own text run, so a parser reads it apart), then a subtitle line. */
export function EntryHead({ styles, title, date, subtitle }: EntryHeadProps) {
  return (
    <View>
      <View style={styles.entryRow}>
        <Text style={styles.entryTitle}>{title}</Text>
        {date ? <Text style={styles.entryDate}>{date}</Text> : null}
      </View>
      {subtitle ? <Text style={styles.entrySub}>{subtitle}</Text> : null}
    </View>
  );
}

/** A bullet never breaks across pages: a parser would read its two halves as two bullets. */
export function Bullet({ styles, children }: { styles: CvStyles; children: ReactNode }) {
  return (
    <View style={styles.bullet} wrap={false}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{children}</Text>
    </View>
  );
}

/** "Label: a, b, c" on one line; the label is bold, the list is comma separated. */
export function LabelledList({
  styles,
  label,
  items,
}: {
  styles: CvStyles;
  label: string;
  items: string[];
}) {
  return (
    <Text style={styles.text}>
      <Text style={styles.label}>{label}: </Text>
      {items.join(', ')}
    </Text>
  );
}

/** One unbreakable block of a section (an entry's head with its first lines, a bullet, a line). */
export interface Block {
  key: string;
  node: ReactNode;
}
