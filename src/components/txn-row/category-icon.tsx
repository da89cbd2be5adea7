import Category from '@mui/icons-material/Category';
import Flight from '@mui/icons-material/Flight';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Home from '@mui/icons-material/Home';
import LocalAtm from '@mui/icons-material/LocalAtm';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import LocalGroceryStore from '@mui/icons-material/LocalGroceryStore';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Movie from '@mui/icons-material/Movie';
import Payments from '@mui/icons-material/Payments';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Restaurant from '@mui/icons-material/Restaurant';
import School from '@mui/icons-material/School';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Spa from '@mui/icons-material/Spa';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Avatar from '@mui/material/Avatar';

/** One icon per category of docs/product.md#spending-categories; anything unknown gets the generic one. */
const ICONS: Readonly<Record<string, typeof Category>> = {
  'Food & Dining': Restaurant,
  Groceries: LocalGroceryStore,
  Shopping: ShoppingBag,
  Travel: Flight,
  'Transport & Fuel': LocalGasStation,
  'Bills & Utilities': Receipt,
  'Rent & Housing': Home,
  'EMI & Loans': RequestQuote,
  Investments: TrendingUp,
  Insurance: HealthAndSafety,
  'Health & Medical': LocalHospital,
  Education: School,
  'Entertainment & Subscriptions': Movie,
  'Personal care': Spa,
  Transfers: SwapHoriz,
  'Cash withdrawal': LocalAtm,
  'Fees & charges': ReceiptLong,
  Income: Payments,
};

/** A category's round icon; decorative, since the category is always written next to it. */
export function CategoryIcon({ category, size = 40 }: { category: string; size?: number }) {
  const Icon = ICONS[category] ?? Category;
  const income = category === 'Income';
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: income ? 'rgba(46,125,50,0.12)' : 'action.hover',
        color: income ? 'success.main' : 'text.secondary',
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Avatar>
  );
}
