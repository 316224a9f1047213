declare module 'html-encoding-sniffer' {
  /** The WHATWG HTML encoding sniffing algorithm: BOM, transport label, <meta> prescan, default. */
  export default function htmlEncodingSniffer(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
