import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';

import { runPortfolioScan } from '@/api/endpoints/stocks-widget';
import { errorTextOf } from '@/components/feedback/error-text';
import { formatIstDate } from '@/domain/portfolio/trade-rows';

/**
 * The portfolio scan (`POST /in-stocks/pf-scan`): concentration facts in plain words, run when the
 * customer asks. It states facts against a public reference (SEBI's single-company cap for mutual
 * funds); it gives no advice.
 */
export function ScanSection({
  accountId,
  lastScanAt,
}: {
  accountId: string | null;
  lastScanAt: string | null;
}) {
  const scan = useMutation({
    mutationFn: () => runPortfolioScan(accountId === null ? {} : { account_id: accountId }),
  });
  return (
    <Card component="section" aria-labelledby="scan-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="scan-heading" variant="h3" component="h2">
        Portfolio scan
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        How concentrated your holdings are, by stock, sector and market cap.
        {lastScanAt && scan.data === undefined ? ` Last scanned on ${formatIstDate(lastScanAt)}.` : ''}
      </Typography>
      {scan.data && (
        <Box component="ul" aria-label="Scan findings" sx={{ pl: 2.5, mt: 0, mb: 1.5 }}>
          {scan.data.notes.map((note) => (
            <Typography
              component="li"
              variant="body2"
              key={note.code}
              sx={{ mb: 0.5, fontWeight: note.level === 'attention' ? 700 : 400 }}
            >
              {note.level === 'attention' ? 'Worth a look: ' : ''}
              {note.text}
            </Typography>
          ))}
        </Box>
      )}
      {scan.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {`The scan did not run. ${errorTextOf(scan.error)}`}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => scan.mutate()} disabled={scan.isPending}>
        {scan.isPending ? 'Scanning…' : scan.data ? 'Scan again' : 'Scan my portfolio'}
      </Button>
    </Card>
  );
}
