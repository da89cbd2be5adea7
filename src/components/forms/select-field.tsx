import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  margin: 0,
  // 16px keeps iOS from zooming the page when the field takes focus.
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.4375,
  color: theme.palette.text.primary,
  colorScheme: theme.palette.mode,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)'}`,
  borderRadius: theme.shape.borderRadius,
  padding: '16.5px 40px 16.5px 14px',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  '&.small': { padding: '8.5px 40px 8.5px 14px' },
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&:disabled': { cursor: 'default', color: theme.palette.text.disabled },
}));

/**
 * A labelled choice drawn by the browser: a phone opens its own picker, which is easier to use
 * than a menu, and the first screens that show one (the Period, Sort by) do not download MUI's
 * TextField, Select, Menu, Popover and Modal (about 20 KB gzip) before they paint.
 * Children are `<option>`s; `onChange` gets the chosen option's value.
 */
export function SelectField({
  label,
  value,
  onChange,
  children,
  size = 'medium',
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Box sx={sx}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, typography: 'caption', fontWeight: 600, color: 'text.secondary' }}
      >
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Select
          id={id}
          className={size === 'small' ? 'small' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </Select>
        <ArrowDropDown
          aria-hidden
          sx={{
            position: 'absolute',
            right: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: 'text.secondary',
          }}
        />
      </Box>
    </Box>
  );
}
