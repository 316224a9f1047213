/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { PersonalInfo } from '@cvforge/contracts';
import { Image, Link, Text, View } from '@react-pdf/renderer';
import { contactLines, photoOf } from '../cv-view';
import type { TemplateTokens } from '../templates/tokens';
import type { CvStyles } from './styles';

interface HeaderProps {
  info: PersonalInfo;
  styles: CvStyles;
  tokens: TemplateTokens;
  showPhoto: boolean;
}

/**
 * Name (the largest text on the page, which is how parsers find it), role on the next line, then
 * contact lines whose pieces are separated by " | " so a parser can split them.
 */
export function CvHeader({ info, styles, tokens, showPhoto }: HeaderProps) {
  const photo = showPhoto ? photoOf(info) : undefined;
  return (
    <View>
      <View style={styles.header}>
        <View style={styles.headerText}>
          {info.name ? <Text style={styles.name}>{info.name}</Text> : null}
          {info.title ? <Text style={styles.role}>{info.title}</Text> : null}
          {contactLines(info).map((line, row) => (
            <View key={row} style={styles.contactRow}>
              {line.map((piece, index) => (
                // One Text per piece so a long line wraps between pieces, never inside one.
                <Text key={piece.text} style={styles.contact}>
                  {/* No-break spaces: react-pdf trims ordinary ones at the start of a Text. */}
                  {index > 0 ? '\u00a0\u00a0|\u00a0\u00a0' : ''}
                  {piece.href ? (
                    <Link src={piece.href} style={styles.contactLink}>
                      {piece.text}
                    </Link>
                  ) : (
                    piece.text
                  )}
                </Text>
              ))}
            </View>
          ))}
        </View>
        {photo ? <Image src={photo} style={styles.photo} /> : null}
      </View>
      {!tokens.header.band && tokens.header.align === 'left' ? (
        <View style={styles.headerRule} />
      ) : null}
    </View>
  );
}
