// Text cut to its table cell (one line with an ellipsis, or `lines` lines), so a list keeps all its
// columns on a 1280 px screen without scrolling sideways. The full text stays in the DOM (screen
// readers, search in page) and shows as the native title on hover, set only when the text is cut:
// no tooltip component to load for every cell.
import { Fragment, type MouseEvent } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/** Sets the title from the text when it does not fit (checked on hover: widths change with the window). */
function titleIfCut(e: MouseEvent<HTMLElement>) {
  const el = e.currentTarget;
  const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  if (cut) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
}

/** The text with a line-break opportunity (<wbr>) before each `at`. */
function withBreaks(text: string, at: string) {
  return text.split(at).map((part, i) => (
    <Fragment key={i}>
      {i ? (
        <>
          <wbr />
          {at}
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

interface Props {
  text: string | null | undefined;
  /** lines shown before the ellipsis */
  lines?: number;
  /** where a line may break first, before each occurrence (e-mail addresses: '@') */
  breakBefore?: string;
  empty?: string;
  sx?: SxProps<Theme>;
}

export function TruncatedText({ text, lines = 1, breakBefore, empty = '-', sx }: Props) {
  const clamp =
    lines === 1
      ? { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
      : // break inside a word only when the word alone is wider than the cell
        { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal', overflowWrap: 'break-word' };
  return (
    <Box component="span" data-truncated-text="" onMouseEnter={titleIfCut} sx={[clamp, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}>
      {!text ? empty : breakBefore ? withBreaks(text, breakBefore) : text}
    </Box>
  );
}
