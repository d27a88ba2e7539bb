import { useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '@/lib/inspector';
import { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine';
import { MobileMenuView } from './mobile-menu.view';

/** The live mobile menu; it closes whenever the route changes. */
export function MobileMenu() {
  const menu = useActorRef(mobileMenuMachine, { inspect });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    menu.send({ type: 'menu.close' });
  }, [pathname, menu]);
  return <MobileMenuView actorRef={menu} />;
}
