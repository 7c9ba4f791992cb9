import { cx } from '@atendimento/ui/styled-system/css'
import { type SkeletonVariantProps, skeleton } from '@atendimento/ui/styled-system/recipes'
import type { ComponentProps } from 'react'

export interface SkeletonProps extends ComponentProps<'div'>, SkeletonVariantProps {}

/** A placeholder block while content loads; hidden from assistive tech (announce the wait elsewhere). */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return <div aria-hidden="true" {...props} className={cx(skeleton({ shape }), className)} />
}
