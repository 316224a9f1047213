import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from '../fonts';
import type { TemplateTokens } from '../templates/tokens';

/** react-pdf styles from a template's tokens. lineHeight sits on body text only: on the Page it hides the footer. */
export function stylesFor(tokens: TemplateTokens) {
  const { colours, sizes, spacing } = tokens;
  // In points, as a string: react-pdf multiplies a unitless lineHeight by the Text's *own* fontSize,
  // which is its default 18 pt when the size is inherited from the Page.
  const lineHeight = `${(tokens.lineHeight * sizes.body).toFixed(1)}pt`;
  const band = tokens.header.band;
  return StyleSheet.create({
    page: {
      fontFamily: FONT_FAMILY,
      fontSize: sizes.body,
      color: colours.text,
      paddingTop: spacing.page,
      paddingBottom: spacing.page + 10,
      paddingHorizontal: spacing.page,
    },
    header: {
      flexDirection: 'row',
      alignItems: 'center',
      marginBottom: band ? spacing.section + 2 : spacing.section - 2,
      ...(band
        ? {
            backgroundColor: colours.band,
            marginTop: -spacing.page,
            marginHorizontal: -spacing.page,
            paddingHorizontal: spacing.page,
            paddingTop: spacing.page - 8,
            paddingBottom: 18,
          }
        : {}),
    },
    headerText: {
      flexGrow: 1,
      flexShrink: 1,
      alignItems: tokens.header.align === 'center' ? 'center' : 'flex-start',
    },
    name: { fontSize: sizes.name, fontWeight: 'bold', color: colours.bandText ?? colours.accent },
    role: {
      fontSize: sizes.role,
      marginTop: 3,
      color: band ? (colours.bandRole ?? colours.bandText) : colours.muted,
    },
    contactRow: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      marginTop: 4,
      justifyContent: tokens.header.align === 'center' ? 'center' : 'flex-start',
    },
    contact: {
      fontSize: sizes.small + 0.5,
      color: band ? (colours.bandContact ?? colours.bandText) : colours.muted,
      lineHeight,
    },
    contactLink: {
      color: band ? (colours.bandContact ?? colours.bandText) : colours.muted,
      textDecoration: 'none',
    },
    photo: { width: 70, height: 70, borderRadius: 35, objectFit: 'cover', marginLeft: 16 },
    headerRule: { borderBottomWidth: 1.2, borderBottomColor: colours.accent, marginTop: 10 },
    section: { marginTop: spacing.section },
    heading: {
      flexDirection: 'row',
      alignItems: 'center',
      marginBottom: 6,
      paddingBottom: tokens.heading.rule ? 2.5 : 0,
      borderBottomWidth: tokens.heading.rule ? 0.8 : 0,
      borderBottomColor: colours.rule,
    },
    headingMarker: { width: 14, height: 3.5, backgroundColor: colours.accent, marginRight: 7 },
    headingText: { fontSize: sizes.heading, fontWeight: 'bold', color: colours.heading },
    entry: { marginTop: spacing.entry },
    entryFirst: { marginTop: 0 },
    entryRow: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
    entryTitle: { fontWeight: 'bold', fontSize: sizes.body + 0.5, flexShrink: 1, lineHeight },
    entryDate: { fontSize: sizes.small + 0.5, color: colours.muted, marginLeft: 14, lineHeight },
    entrySub: {
      color: colours.accent === colours.text ? colours.muted : colours.accent,
      fontStyle: 'italic',
      lineHeight,
    },
    text: { lineHeight },
    muted: { color: colours.muted, lineHeight },
    label: { fontWeight: 'bold' },
    bullet: { flexDirection: 'row', marginTop: spacing.bullet, paddingLeft: 2 },
    bulletMark: { width: 10, color: colours.accent, lineHeight },
    bulletText: { flex: 1, lineHeight },
    footer: {
      position: 'absolute',
      bottom: 22,
      left: spacing.page,
      right: spacing.page,
      textAlign: 'right',
      fontSize: sizes.small - 0.5,
      color: colours.muted,
    },
    letterBody: { marginTop: 14 },
    paragraph: {
      marginBottom: 9,
      lineHeight: `${(tokens.lineHeight * sizes.body * 1.05).toFixed(1)}pt`,
    },
  });
}

export type CvStyles = ReturnType<typeof stylesFor>;
