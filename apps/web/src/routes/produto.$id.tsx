import { NOT_FOUND_MESSAGES } from '@atendimento/domain/messages'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DetailNotFound } from '../features/catalogue/detail-parts.tsx'
import { ProductScreen } from '../features/catalogue/product-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/produto/$id')({
  // Loaders ship with the route tree (every page); the catalogue loads only when needed.
  loader: async ({ params }) => {
    const { findProduct } = await import('@atendimento/domain/catalogue/products')
    const product = findProduct(params.id)
    if (!product) throw notFound()
    return { product }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.product.title,
          description: loaderData.product.description,
          path: `/produto/${params.id}`,
        })
      : { meta: [{ title: NOT_FOUND_MESSAGES.product }, { name: 'robots', content: 'noindex' }] },
  component: ProductRoute,
  notFoundComponent: () => <DetailNotFound message={NOT_FOUND_MESSAGES.product} />,
})

function ProductRoute() {
  const { product } = Route.useLoaderData()
  // Keyed by id: moving to another product starts again from its first available variant.
  return <ProductScreen key={product.id} product={product} />
}
