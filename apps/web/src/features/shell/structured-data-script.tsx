import { type StructuredData, structuredDataText } from '@atendimento/domain/structured-data'

/**
 * JSON-LD for search engines. A data block is never executed, so the CSP needs no hash for it,
 * and its text is escaped so that nothing in it can end the element.
 */
export function StructuredDataScript({
  data,
}: {
  data: StructuredData | readonly StructuredData[]
}) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, see structuredDataText
      dangerouslySetInnerHTML={{ __html: structuredDataText(data) }}
    />
  )
}
