import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfViewer } from './pdf-viewer.tsx';
import { samplePdf } from './pdf.fixture.ts';

const meta = {
  title: 'Patents/PdfViewer',
  component: PdfViewer,
  args: { data: samplePdf() },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPages: Story = {};
export const Loading: Story = { args: { data: null } };
export const Missing: Story = { args: { data: null, error: '附件不存在' } };
