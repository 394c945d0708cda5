import { columnsFor, DataTable } from '../components/data-table';
import { PriceText } from '../components/item-cells';
import type { AdminPaymentLine } from './api';
import { DetailSection } from './detail-section';
import { formatCents } from './money';

const helper = columnsFor<AdminPaymentLine>();

const lineColumns = [
  helper.accessor('title', { header: 'Item' }),
  helper.accessor('itemType', { header: 'Kind' }),
  helper.accessor('unitPriceCents', {
    header: 'Unit price',
    cell: (info) => <PriceText>{formatCents(info.getValue())}</PriceText>,
  }),
  helper.accessor('quantity', { header: 'Quantity' }),
  helper.accessor('lineTotalCents', {
    header: 'Total',
    cell: (info) => <PriceText>{formatCents(info.getValue())}</PriceText>,
  }),
];

/** What was bought, line by line; the table scrolls inside its box on a phone. */
export function LinesSection({ lines }: { lines: AdminPaymentLine[] }) {
  return (
    <DetailSection title="Lines">
      <DataTable
        caption="What was bought"
        columns={lineColumns}
        data={lines}
        getRowId={(line) => `${line.itemType}-${line.itemId}`}
        empty="No lines."
      />
    </DetailSection>
  );
}
