import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

import { useSpendingWords } from '@/features/savings/use-words';

/** A small select of categories (codes), each shown in the app's language; `onChange` gets the code. */
export function CategorySelect({
  label,
  value,
  choices,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (category: string) => void;
  sx?: SxProps<Theme>;
}) {
  const words = useSpendingWords();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {words.category(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
