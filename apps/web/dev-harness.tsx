// Scratch page for looking at the shared components against a mock API. Not part of the app.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FileType } from '@portal/domain/documents/file-type';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './src/app/providers';
import { DocumentViewer } from './src/components/document-viewer/document-viewer';
import { DocumentsPanel } from './src/components/documents/documents-panel';
import { UploadDialog } from './src/components/documents/upload-dialog';
import { InfiniteList, nextListPage } from './src/components/list-layout/infinite-list';
import { queryBoolean } from './src/components/list-layout/list-query-codec';
import { ListLayout } from './src/components/list-layout/list-layout';
import { PagedList } from './src/components/list-layout/paged-list';
import { useListQueryState } from './src/components/list-layout/use-list-query-state';
import { NotesPanel } from './src/components/notes/notes-panel';
import { getDocuments } from './src/features/documents/api/get-documents';
import { portalApi } from './src/lib/api-client';
import { createQueryClient } from './src/lib/query-client';

interface Invoice { id: number; invoiceNumber: string; status: string; amount: number; customer: string }
const schema = z.object({ view: z.enum(['actionRequired', 'draft', 'received', 'settled', 'all']), query: z.string(), isAuditable: queryBoolean(), page: z.coerce.number().int().min(1) });
const defaults: z.output<typeof schema> = { view: 'actionRequired', query: '', isAuditable: true, page: 1 };

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', height: 72 }}>
      <Typography sx={{ fontWeight: 700, width: 120 }}>{invoice.invoiceNumber}</Typography>
      <Typography sx={{ flex: 1 }}>{invoice.customer}</Typography>
      <Typography>${invoice.amount.toFixed(2)}</Typography>
    </Paper>
  );
}

function ListDemo({ paged }: { paged: boolean }) {
  const [params] = useSearchParams();
  const total = Number(params.get('total') ?? 5000);
  const list = useListQueryState(schema, defaults);
  const query = useInfiniteQuery({
    queryKey: ['harness-invoices', list.state, total],
    queryFn: ({ pageParam }) => portalApi.get<{ data: Invoice[]; totalCount: number }>('/invoices', { query: { ...list.state, page: pageParam, pageSize: 50, total } }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: !paged,
  });
  const pageQuery = useQuery({
    queryKey: ['harness-invoices-page', list.state, total],
    queryFn: () => portalApi.get<{ data: Invoice[]; totalCount: number }>('/invoices', { query: { ...list.state, pageSize: 50, total } }),
    enabled: paged,
  });
  const renderItem = useCallback((invoice: Invoice) => <InvoiceRow invoice={invoice} />, []);
  return (
    <Box sx={{ height: '100vh' }}>
      <ListLayout
        views={[
          { key: 'actionRequired', label: 'Action Required', count: 12 },
          { key: 'draft', label: 'Draft', count: 3 },
          { key: 'received', label: 'Received', count: 1280 },
          { key: 'settled', label: 'Settled', count: 4100 },
          { key: 'all', label: 'All', count: 5395 },
        ]}
        activeView={list.state.view}
        onViewChange={(view) => list.update({ view: view as typeof defaults.view })}
        filters={
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField label="Search" size="small" value={list.draft.query} onChange={(e) => list.setDraft({ query: e.target.value })} />
            <FormControlLabel control={<Checkbox checked={list.draft.isAuditable} onChange={(e) => list.setDraft({ isAuditable: e.target.checked })} />} label="Only Show Auditable" />
          </Box>
        }
        onApply={() => list.apply()}
        onReset={list.reset}
        applyDisabled={!list.isDirty}
        activeFilterCount={(list.state.query ? 1 : 0) + (list.state.isAuditable ? 0 : 1)}
        toolbar={<TextField size="small" placeholder="Search invoices" value={list.state.query} onChange={(e) => list.update({ query: e.target.value })} sx={{ width: { xs: '100%', sm: 400 }, flex: { xs: 1, sm: 'none' } }} />}
      >
        {paged ? (
          <PagedList
            items={pageQuery.data?.data}
            totalCount={pageQuery.data?.totalCount ?? 0}
            page={list.state.page}
            onPageChange={(page) => list.update({ page })}
            renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
            getKey={(invoice) => invoice.id}
            loading={pageQuery.isFetching}
            emptyText="No Matching Invoices Found"
          />
        ) : (
          <InfiniteList query={query} renderItem={renderItem} getKey={(invoice) => invoice.id} emptyText="No Matching Invoices Found" estimatedItemHeight={80} label="Invoices" />
        )}
      </ListLayout>
    </Box>
  );
}

function ViewerDemo() {
  const [params] = useSearchParams();
  const index = Number(params.get('doc') ?? 0);
  const documents = useQuery({ queryKey: ['harness-docs'], queryFn: () => getDocuments({ shipmentId: 42 }) });
  const [open, setOpen] = useState(true);
  const document = documents.data?.data[index] ?? null;
  return (
    <Box sx={{ p: 3 }}>
      <Button onClick={() => setOpen(true)}>Open viewer</Button>
      <DocumentViewer open={open} document={document} onClose={() => setOpen(false)} />
    </Box>
  );
}

function UploadDemo() {
  const [params] = useSearchParams();
  const preset = params.get('preset');
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 3 }}>
      <Button onClick={() => setOpen(true)}>Open upload</Button>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        shipmentId={42}
        defaultFileType={preset === 'pod' ? FileType.ProofOfDelivery : undefined}
        orderStopId={params.get('stop') ?? undefined}
      />
    </Box>
  );
}

function Harness() {
  const [params] = useSearchParams();
  const view = params.get('harness') ?? 'documents';
  if (view === 'list') return <ListDemo paged={false} />;
  if (view === 'paged') return <ListDemo paged />;
  if (view === 'viewer') return <ViewerDemo />;
  if (view === 'upload') return <UploadDemo />;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, display: 'grid', gap: 3 }}>
      {(view === 'documents' || view === 'both') && <DocumentsPanel filter={{ shipmentId: 42 }} required={{ shipmentId: 42 }} />}
      {(view === 'notes' || view === 'both') && <NotesPanel entityType={5} entityId={42} entityDescription="Shipment 42" entityLink="/shipments/42" />}
    </Box>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Harness /> }]);
createRoot(document.getElementById('root')!).render(
  <AppProviders queryClient={createQueryClient()}>
    <RouterProvider router={router} />
  </AppProviders>,
);
