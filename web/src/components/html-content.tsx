import { cn } from '@/lib/cn';

/**
 * Rich text from the catalogue (a material's, group's or book's description, MD-07, BD-06). The server sanitises
 * this HTML when it is written (backend contract §5.1 item 7), so it is rendered as it comes.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none space-y-3 text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write (contract §5.1).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
