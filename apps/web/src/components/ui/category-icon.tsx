import { type CategoryIconName, categoryIconOf } from '@edu/shared';
import type { ComponentType } from 'react';
import {
  BookIcon,
  CrossIcon,
  FileIcon,
  GraduationIcon,
  ImageIcon,
  MusicIcon,
  ScissorsIcon,
  VideoIcon,
} from './icons';

const iconOf: Record<CategoryIconName, ComponentType<{ className?: string }>> = {
  book: BookIcon,
  scissors: ScissorsIcon,
  graduation: GraduationIcon,
  music: MusicIcon,
  image: ImageIcon,
  video: VideoIcon,
  file: FileIcon,
  cross: CrossIcon,
};

/**
 * A mall category's icon, drawn (an emoji shows as an empty box where the machine has no emoji font);
 * nothing for a category without one. Decorative: the category's name is beside it.
 */
export function CategoryIcon({ icon, className = 'size-4' }: { icon: string | null; className?: string }) {
  const name = categoryIconOf(icon);
  if (!name) return null;
  const Icon = iconOf[name];
  return <Icon className={className} />;
}
