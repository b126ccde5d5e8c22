import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPartner } from '../state/chatStore.ts';
import { useChats } from '../state/chatStore.ts';
import { NEW_CHAT_NUMBER_ID } from '../state/keyboard.ts';
import {
  digitCount,
  MIN_OTHER_DIGITS,
  NANP_NATIONAL_DIGITS,
  normaliseOtherNumber,
  otherNumberProblem,
} from './lib/number.ts';
import { useRecipientPicker } from './recipientPicker.ts';
import { useCompose } from './state/composeStore.ts';

/** The partner a typed number makes, or null (under 5 digits, or not a number). */
function partnerFromInput(input: string, telCode: string): ChatPartner | null {
  if (digitCount(input) < MIN_OTHER_DIGITS) return null;
  const number = normaliseOtherNumber(input, telCode);
  return number ? { noName: true, phone: number.full, telCode, shortPhone: number.national } : null;
}

/** The To field: the sender's calling code (fixed) and the other party's number (or a picked contact). */
export function ToField({ telCode }: { telCode: string }) {
  const { t } = useTranslation('compose');
  // A partner chosen before the field mounted (Send message from a contact) shows as picked.
  const [prefilled] = useState(() => useChats.getState().partner);
  const [input, setInput] = useState(prefilled ? (prefilled.name ?? prefilled.shortPhone) : '');
  const [pickerOpen, setPickerOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const Picker = useRecipientPicker((state) => state.picker);
  const [picked, setPicked] = useState(prefilled !== null);

  // A typed number follows the sender's calling code; a picked contact keeps its own.
  useEffect(() => {
    if (!picked) useChats.getState().setPartner(partnerFromInput(input, telCode));
  }, [input, telCode, picked]);

  const choose = (partner: ChatPartner) => {
    setPicked(true);
    setInput(partner.name ?? partner.shortPhone);
    useChats.getState().setPartner(partner);
    close();
  };
  const close = () => {
    setPickerOpen(false);
    useCompose.getState().setPicking(false);
  };
  const open = () => {
    if (!Picker) return;
    setPickerOpen(true);
    useCompose.getState().setPicking(true);
  };
  // Letters typed while the contacts picker is open are a search, not a wrong number.
  const searching = pickerOpen && /\p{L}/u.test(input);
  const invalid = input.trim() !== '' && partnerFromInput(input, telCode) === null && !picked && !searching;

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: 1, minWidth: 240 }}>
      <TextField
        select
        disabled
        size="small"
        value={telCode}
        slotProps={{ htmlInput: { 'aria-label': t('newChat.telCode') } }}
        sx={{ width: 88, flexShrink: 0 }}
      >
        <MenuItem value={telCode}>{telCode ? `+${telCode}` : '+'}</MenuItem>
      </TextField>
      <TextField
        id={NEW_CHAT_NUMBER_ID}
        inputRef={inputRef}
        size="small"
        fullWidth
        value={input}
        placeholder={t('newChat.numberPlaceholder')}
        error={invalid}
        helperText={
          invalid
            ? otherNumberProblem(input, telCode) === 'nanpLength'
              ? t('newChat.nanpLength', { digits: NANP_NATIONAL_DIGITS })
              : t('newChat.tooShort', { min: MIN_OTHER_DIGITS })
            : undefined
        }
        onFocus={open}
        onClick={open}
        onChange={(event) => {
          setPicked(false);
          setInput(event.target.value);
          if (!pickerOpen) open();
        }}
        slotProps={{
          htmlInput: { 'aria-label': t('newChat.number'), inputMode: 'tel', autoComplete: 'off' },
        }}
      />
      {Picker && pickerOpen && inputRef.current && (
        <Picker anchorEl={inputRef.current} query={input} onPick={choose} onClose={close} />
      )}
    </Box>
  );
}
