// The lawyer dropdown of the booking page: a button that opens a listbox of the filtered lawyers
// (photo or initials, English and Korean name, main specialty). Keyboard: Arrow keys, Home/End,
// Enter/Space to choose, Escape to close.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { initials } from '@shared/format.ts';
import { storageImageSources } from '@shared/storage.ts';
import { imageTransform } from '../../../lib/api/config.ts';
import type { Lawyer } from '../../../lib/api/types.ts';
import { safeUrl } from '../../../lib/html.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { lawyerSpecialty } from '../../../lib/i18n/names.ts';

export function Avatar({ lawyer, size }: { lawyer: Lawyer; size: number }) {
  // a thumbnail of the size shown (Storage image transformation, 1x and 2x) when enabled
  const url = safeUrl(lawyer.imageUrl);
  const img = url ? storageImageSources(url, size, imageTransform()) ?? { src: url, srcset: null } : null;
  return (
    <span className="avatar" style={{ ['--size' as string]: `${size}px` }}>
      {img ? <img src={img.src} srcSet={img.srcset ?? undefined} alt="" width={size} height={size} loading="lazy" decoding="async" /> : <span aria-hidden="true">{initials(lawyer.nameEnglish === 'N/A' ? '' : lawyer.nameEnglish)}</span>}
    </span>
  );
}

function OptionBody({ lawyer }: { lawyer: Lawyer }) {
  const { t } = useI18n();
  return (
    <>
      <Avatar lawyer={lawyer} size={36} />
      <span className="opt-text">
        <span>
          <strong>{lawyer.nameEnglish}</strong> <span lang="ko">{lawyer.nameKorean}</span>
        </span>
        <span className="sub">{lawyerSpecialty(t, lawyer)}</span>
      </span>
    </>
  );
}

interface Props {
  lawyers: Lawyer[];
  selected: Lawyer | null;
  onSelect: (id: string) => void;
  labelId: string;
}

export function LawyerPicker({ lawyers, selected, onSelect, labelId }: Props) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const i = lawyers.findIndex((l) => l.id === selected?.id);
    setActive(i >= 0 ? i : 0);
    listRef.current?.focus();
    const onDoc = (e: MouseEvent) => {
      if (!listRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const choose = (i: number) => {
    const l = lawyers[i];
    if (!l) return;
    onSelect(l.id);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = lawyers.length - 1;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(last, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(last);
    else if (e.key === 'Enter' || e.key === ' ') choose(active);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    e.preventDefault();
  };

  return (
    <div className="lawyer-picker">
      <button
        ref={buttonRef}
        type="button"
        className="picker-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${labelId} ${id}-value`}
        disabled={lawyers.length === 0}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span id={`${id}-value`} style={{ display: 'contents' }}>
          {selected ? <OptionBody lawyer={selected} /> : <span className="muted">{t('booking.chooseLawyer')}</span>}
        </span>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={`${id}-list`}
          className="picker-list"
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={lawyers[active] ? `${id}-opt-${active}` : undefined}
          onKeyDown={onListKey}
        >
          {lawyers.map((l, i) => (
            <li
              key={l.id}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={l.id === selected?.id}
              className={`picker-option${i === active ? ' active' : ''}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(i)}
            >
              <OptionBody lawyer={l} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
