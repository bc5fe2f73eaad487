import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFooter } from './page-footer';

describe('PageFooter', () => {
  it('says "1,000+" when the server stopped counting, and still offers the next pages', () => {
    render(<PageFooter page={1} pageSize={50} totalCount={1000} totalCountCapped onPageChange={() => {}} label="Loads" />);
    expect(screen.getByText('1–50 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 20/i })).toBeInTheDocument();
  });

  it('gives an exact count as it is', () => {
    render(<PageFooter page={2} pageSize={50} totalCount={312} onPageChange={() => {}} />);
    expect(screen.getByText('51–100 of 312')).toBeInTheDocument();
  });
});
