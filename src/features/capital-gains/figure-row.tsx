import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a list (a year's total, or a sale): its name, what it is, the amount; opens the lots behind it. */
export function FigureRow({
  label,
  detail,
  amount,
  onClick,
}: {
  label: ReactNode;
  detail?: ReactNode;
  amount: ReactNode;
  onClick: () => void;
}) {
  return (
    <li>
      <ListItemButton onClick={onClick} sx={{ px: 1, gap: 1, borderRadius: 1 }}>
        <ListItemText primary={label} secondary={detail} />
        <Typography component="span" sx={{ fontWeight: 700, textAlign: 'right' }}>
          {amount}
        </Typography>
      </ListItemButton>
    </li>
  );
}
