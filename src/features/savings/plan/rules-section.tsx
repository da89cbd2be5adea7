import Rule from '@mui/icons-material/Rule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';

import { categoryRulesQueryOptions } from '@/api/endpoints/spending-plan';
import { INCOME_CATEGORY, SPENDING_CATEGORIES } from '@/domain/spending/categories';
import { CategorySelect } from '@/features/savings/components/category-select';
import { useChangeCategory } from '@/features/savings/use-spending-plan';
import { useSpendingWords } from '@/features/savings/use-words';

import { PlanList } from './plan-list';

const TEXTS = defineMessages({
  error: { id: 'savings.rules.failed', defaultMessage: 'Your rules could not load' },
  loading: { id: 'savings.rules.loading', defaultMessage: 'Loading your rules' },
  emptyTitle: { id: 'savings.rules.emptyTitle', defaultMessage: 'No rules yet' },
  emptyMessage: {
    id: 'savings.rules.emptyMessage',
    defaultMessage: 'Open a transaction, change its category and tick “Always for” its merchant.',
  },
  list: { id: 'savings.rules.listName', defaultMessage: 'Category rules' },
});

const CHOICES = [...SPENDING_CATEGORIES, INCOME_CATEGORY];

/** The merchant rules: each one's category can be changed in place, or the rule deleted. */
export function RulesSection() {
  const rules = useQuery(categoryRulesQueryOptions());
  const change = useChangeCategory();
  const { intl } = useSpendingWords();
  return (
    <Box component="section" aria-labelledby="rules-heading" sx={{ mt: 4 }}>
      <Typography id="rules-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="savings.rules.heading" defaultMessage="Category rules" />
      </Typography>
      <PlanList query={rules} texts={TEXTS} icon={<Rule />} isEmpty={(data) => data.rules.length === 0}>
        {(data) =>
          data.rules.map((rule) => (
            <li key={rule.merchant}>
              <Card sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }} translate="no">
                  {rule.merchant}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CategorySelect
                    label={intl.formatMessage(
                      { id: 'savings.rules.categoryFor', defaultMessage: 'Category for {merchant}' },
                      { merchant: rule.merchant },
                    )}
                    value={rule.category}
                    choices={CHOICES}
                    onChange={(category) =>
                      change.mutate({ kind: 'rule', merchant: rule.merchant, category })
                    }
                    sx={{ flex: 1 }}
                  />
                  <Button
                    color="error"
                    onClick={() => change.mutate({ kind: 'rule', merchant: rule.merchant, category: null })}
                    aria-label={intl.formatMessage(
                      { id: 'savings.rules.deleteName', defaultMessage: 'Delete the rule for {merchant}' },
                      { merchant: rule.merchant },
                    )}
                  >
                    <FormattedMessage id="savings.rules.delete" defaultMessage="Delete" />
                  </Button>
                </Box>
              </Card>
            </li>
          ))
        }
      </PlanList>
    </Box>
  );
}
