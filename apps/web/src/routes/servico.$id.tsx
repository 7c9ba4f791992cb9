import { NOT_FOUND_MESSAGES } from '@atendimento/domain/messages'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DetailNotFound } from '../features/catalogue/detail-parts.tsx'
import { ServiceScreen } from '../features/catalogue/service-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/servico/$id')({
  // Loaders ship with the route tree (every page); the catalogue loads only when needed.
  loader: async ({ params }) => {
    const { findService } = await import('@atendimento/domain/catalogue/services')
    const service = findService(params.id)
    if (!service) throw notFound()
    return { service }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.service.title,
          description: loaderData.service.description,
          path: `/servico/${params.id}`,
        })
      : { meta: [{ title: NOT_FOUND_MESSAGES.service }, { name: 'robots', content: 'noindex' }] },
  component: ServiceRoute,
  notFoundComponent: () => <DetailNotFound message={NOT_FOUND_MESSAGES.service} />,
})

function ServiceRoute() {
  const { service } = Route.useLoaderData()
  return <ServiceScreen service={service} />
}
