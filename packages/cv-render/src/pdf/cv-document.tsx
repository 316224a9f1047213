/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvContent, CvSection, PaperSize } from '@cvforge/contracts';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { bodySections, headingOf } from '../cv-view';
import type { TemplateInfo } from '../templates/catalogue';
import type { TemplateTokens } from '../templates/tokens';
import { CvHeader } from './header';
import { sectionBlocks } from './section-blocks';
import { stylesFor, type CvStyles } from './styles';

export interface DocumentProps {
  content: CvContent;
  template: TemplateInfo;
  tokens: TemplateTokens;
  paperSize: PaperSize;
}

function SectionHeading({
  title,
  styles,
  tokens,
}: {
  title: string;
  styles: CvStyles;
  tokens: TemplateTokens;
}) {
  return (
    <View style={styles.heading}>
      {tokens.heading.marker ? <View style={styles.headingMarker} /> : null}
      <Text style={styles.headingText}>
        {tokens.heading.uppercase ? title.toUpperCase() : title}
      </Text>
    </View>
  );
}

function CvSectionView({
  section,
  styles,
  tokens,
}: {
  section: CvSection;
  styles: CvStyles;
  tokens: TemplateTokens;
}) {
  const [first, ...rest] = sectionBlocks(section, styles);
  if (!first) return null;
  return (
    <View style={styles.section}>
      {/* The heading and the first block move to the next page together: no orphaned heading. */}
      <View wrap={false}>
        <SectionHeading title={headingOf(section)} styles={styles} tokens={tokens} />
        {first.node}
      </View>
      {rest.map((block) => (
        <View key={block.key} wrap={false}>
          {block.node}
        </View>
      ))}
    </View>
  );
}

/** "Page 1 of 2": parsers drop it as page furniture. No lineHeight here, or react-pdf drops it. */
export function PageFooter({ styles }: { styles: CvStyles }) {
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        totalPages > 1 ? `Page ${pageNumber} of ${totalPages}` : ''
      }
    />
  );
}

export function CvDocument({ content, template, tokens, paperSize }: DocumentProps) {
  const styles = stylesFor(tokens);
  const info = content.personal_info;
  return (
    <Document
      title={info.name ? `${info.name} – CV` : 'CV'}
      author={info.name}
      creator={`cvforge, ${template.name} template`}
      producer="cvforge"
    >
      <Page size={paperSize === 'Letter' ? 'LETTER' : 'A4'} style={styles.page}>
        <CvHeader info={info} styles={styles} tokens={tokens} showPhoto={template.supports_photo} />
        {bodySections(content).map((section) => (
          <CvSectionView key={section.id} section={section} styles={styles} tokens={tokens} />
        ))}
        <PageFooter styles={styles} />
      </Page>
    </Document>
  );
}
