import Box from '@mui/material/Box';

/** A message's text with its code highlighted (the first occurrence). */
export function SmsText({ text, code }: { text: string; code: string }) {
  const at = code ? text.indexOf(code) : -1;
  if (at === -1) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <Box
        component="mark"
        data-testid="sms-code"
        sx={{ fontWeight: 700, bgcolor: 'warning.light', px: 0.5 }}
      >
        {code}
      </Box>
      {text.slice(at + code.length)}
    </span>
  );
}
