import { describe, expect, test } from 'vitest';
import { baseType, checkContent, isInlineSafe, isMimeAllowed, sniff, SNIFF_BYTES } from './sniff.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = Buffer.concat([Buffer.from('ftyp' + major), Buffer.alloc(4), ...compatible.map((c) => Buffer.from(c))]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};
const text = (s: string) => Buffer.from(s, 'utf8');
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const DOCS = ['application/pdf', 'image/jpeg', 'image/png'];

describe('sniff', () => {
  test.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['pdf', PDF, 'application/pdf'],
    ['avif (major brand)', ftyp('avif', 'mif1'), 'image/avif'],
    ['avif (compatible brand)', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
  ])('%s by its magic bytes', (_n, bytes, mime) => {
    expect(sniff(bytes)).toEqual({ kind: 'binary', mime });
  });

  test('near misses are not the format', () => {
    expect(sniff(PNG.subarray(0, 2)).mime).toBeNull(); // a truncated signature
    expect(sniff(Buffer.from('RIFF\0\0\0\0WAVEfmt ')).mime).toBeNull();
    expect(sniff(ftyp('heic', 'mif1')).mime).toBeNull();
    expect(sniff(Buffer.concat([text('<html>'), PDF])).mime).toBe('text/html'); // %PDF- only counts at 0
    expect(sniff(Buffer.alloc(0))).toEqual({ kind: 'unknown', mime: null });
    expect(sniff(text('just a note, 1 < 2 and <bold> claims')).mime).toBeNull();
    expect(sniff(text('<a-custom-element>')).mime).toBeNull();
  });

  test.each([
    ['a document', '<!DOCTYPE html><p>hi', 'text/html'],
    ['leading whitespace and case', '\n\t  <HtMl lang="en">', 'text/html'],
    ['a fragment with script', '<script>alert(1)</script>', 'text/html'],
    ['markup after some text', 'hello there\n<img src=x onerror=alert(1)>', 'text/html'],
    ['a comment opening', '<!-- x --> hi', 'text/html'],
    ['a UTF-8 BOM', '\ufeff<body onload=alert(1)>', 'text/html'],
    ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['svg in an xml prolog', '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>', 'image/svg+xml'],
    ['other xml (xhtml/xslt can run script)', '<?xml version="1.0"?><?xml-stylesheet href="x.xsl"?><doc/>', 'application/xml'],
  ])('active content: %s', (_n, src, mime) => {
    expect(sniff(text(src))).toEqual({ kind: 'active', mime });
  });

  test('UTF-16 markup (by its BOM) is seen through', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<script>alert(1)</script>', 'utf16le')]);
    const be = Buffer.from(Buffer.from('<script>alert(1)</script>', 'utf16le')).swap16();
    expect(sniff(le).mime).toBe('text/html');
    expect(sniff(Buffer.concat([Buffer.from([0xfe, 0xff]), be])).mime).toBe('text/html');
  });

  test('only the head is looked at', () => {
    const padded = Buffer.concat([Buffer.alloc(SNIFF_BYTES, 0x20), text('<script>')]);
    expect(sniff(padded).mime).toBeNull();
    expect(sniff(padded.subarray(SNIFF_BYTES - 10)).mime).toBe('text/html');
  });
});

describe('checkContent', () => {
  test('a real file of an allowed type passes', () => {
    expect(checkContent('image/png', PNG, IMAGES)).toEqual({ ok: true });
    expect(checkContent('IMAGE/JPEG; q=1', JPEG, IMAGES)).toEqual({ ok: true });
    expect(checkContent('image/jpg', JPEG, ['image/jpg', 'image/jpeg'])).toEqual({ ok: true }); // an alias
    expect(checkContent('application/pdf', PDF, DOCS)).toEqual({ ok: true });
    expect(checkContent('image/webp', WEBP, ['image/*'])).toEqual({ ok: true });
  });

  test('a declared type the bucket does not take is refused', () => {
    expect(checkContent('text/html', text('<html>'), DOCS)).toEqual({ ok: false, mime: 'text/html', message: 'mime type text/html is not supported' });
  });

  test('disguised content is refused: the sniffed type is not allowed', () => {
    for (const [declared, bytes] of [['image/png', text('<html><script>alert(1)</script>')], ['application/pdf', text('<svg onload=alert(1)>')]] as const) {
      const v = checkContent(declared, bytes, DOCS);
      expect(v.ok).toBe(false);
    }
    expect(checkContent('image/png', text('<svg onload=alert(1)>'), IMAGES)).toEqual({ ok: false, mime: 'image/svg+xml', message: 'mime type image/svg+xml is not supported' });
    expect(checkContent('image/png', PDF, IMAGES)).toMatchObject({ ok: false, mime: 'application/pdf' });
  });

  test('a recognisable format must be what it says, even when both types are allowed', () => {
    expect(checkContent('image/png', PDF, DOCS)).toEqual({ ok: false, mime: 'image/png', message: 'mime type image/png does not match the file content (application/pdf)' });
    expect(checkContent('image/jpeg', PNG, DOCS)).toMatchObject({ ok: false, mime: 'image/jpeg' });
    expect(checkContent('application/pdf', text('hello'), DOCS)).toEqual({ ok: false, mime: 'application/pdf', message: 'mime type application/pdf does not match the file content (unrecognised)' });
    expect(checkContent('image/png', Buffer.alloc(0), DOCS)).toMatchObject({ ok: false });
    expect(checkContent('image/png', PNG.subarray(0, 2), ['image/*'])).toMatchObject({ ok: false });
  });

  test('unrecognised formats are judged by their declared type; active markup still is not', () => {
    const docs = ['text/plain', 'application/pdf', 'image/*'];
    expect(checkContent('text/plain', text('plain words'), docs)).toEqual({ ok: true });
    expect(checkContent('image/tiff', Buffer.from('II*\0'), docs)).toEqual({ ok: true });
    expect(checkContent('text/plain', text('<script>alert(1)</script>'), docs)).toMatchObject({ ok: false, mime: 'text/html' });
    // a bucket that explicitly takes markup gets it
    expect(checkContent('text/html', text('<html>'), ['text/html'])).toEqual({ ok: true });
  });

  test('a bucket without a list takes anything (as Supabase does)', () => {
    expect(checkContent('image/png', text('<html><script>alert(1)</script>'), null)).toEqual({ ok: true });
    expect(checkContent('image/png', PDF, [])).toEqual({ ok: true });
  });
});

describe('helpers', () => {
  test('isMimeAllowed: exact and wildcard, parameters and case ignored', () => {
    expect(isMimeAllowed('Image/PNG; charset=x', ['image/*'])).toBe(true);
    expect(isMimeAllowed('image/png', ['application/pdf'])).toBe(false);
    expect(isMimeAllowed('nonsense', ['image/*'])).toBe(false);
    expect(isMimeAllowed('anything/at-all', null)).toBe(true);
  });

  test('baseType', () => {
    expect(baseType(' Image/JPG ; q=1')).toBe('image/jpeg');
    expect(baseType('text/plain;charset=UTF-8')).toBe('text/plain');
  });

  test('isInlineSafe: raster images, plain text and media only', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'text/plain;charset=UTF-8', 'video/mp4', 'audio/mpeg']) {
      expect(isInlineSafe(t)).toBe(true);
    }
    for (const t of ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/xml', 'text/xml', 'application/pdf', 'application/javascript', 'application/octet-stream', '', undefined, null]) {
      expect(isInlineSafe(t)).toBe(false);
    }
  });
});
