/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { CvHeader } from './header';
import { PageFooter, type DocumentProps } from './cv-document';
import { stylesFor } from './styles';

interface CoverLetterProps extends DocumentProps {
  letter: string;
  date: Date;
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The letter in the CV's look: the same header as sender block, the date, then its paragraphs. */
export function CoverLetterDocument({
  content,
  template,
  tokens,
  paperSize,
  letter,
  date,
}: CoverLetterProps) {
  const styles = stylesFor(tokens);
  const info = content.personal_info;
  const paragraphs = letter
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return (
    <Document
      title={info.name ? `${info.name} – Cover letter` : 'Cover letter'}
      author={info.name}
      creator={`cvforge, ${template.name} template`}
      producer="cvforge"
    >
      <Page size={paperSize === 'Letter' ? 'LETTER' : 'A4'} style={styles.page}>
        <CvHeader info={info} styles={styles} tokens={tokens} showPhoto={template.supports_photo} />
        <Text style={styles.muted}>{longDate(date)}</Text>
        <View style={styles.letterBody}>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </View>
        {info.name ? (
          <Text style={[styles.text, styles.label, { marginTop: 6 }]}>{info.name}</Text>
        ) : null}
        <PageFooter styles={styles} />
      </Page>
    </Document>
  );
}
