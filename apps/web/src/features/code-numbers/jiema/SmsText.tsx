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
        // Dark text on the light amber in both schemes: the page's own text is white in the dark one.
        sx={{ fontWeight: 700, bgcolor: 'warning.light', color: 'common.black', px: 0.5 }}
      >
        {code}
      </Box>
      {text.slice(at + code.length)}
    </span>
  );
}
