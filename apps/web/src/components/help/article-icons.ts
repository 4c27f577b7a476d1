import type { ArticleSlug } from '@kinframe/contract';
import {
  CloudDownload,
  Gift,
  Handshake,
  type LucideIcon,
  Mail,
  QrCode,
  Server,
  ShieldCheck,
  Sparkles,
  SunMoon,
  UsersRound,
} from 'lucide-react';

/** One picture per article, on its card in the Learn tab. */
export const ARTICLE_ICONS: Record<ArticleSlug, LucideIcon> = {
  'getting-started': Sparkles,
  'pairing-a-frame': QrCode,
  'frames-as-gifts': Gift,
  'photos-by-mail': Mail,
  'sharing-albums': UsersRound,
  'friends-and-private-photos': Handshake,
  'connected-albums-and-imports': CloudDownload,
  'frames-offline-and-brightness': SunMoon,
  'privacy-and-deleting-data': ShieldCheck,
  'self-hosting': Server,
};
