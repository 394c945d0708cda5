import type { AssignedCourse } from '@the-gate/contract/courses';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { courseFromState } from '../lib/course-fields';

/**
 * The course My Courses handed over in navigation state (MC-09, CD-19), read once. The state is
 * then dropped from the history entry: the browser would otherwise keep it across a reload, and a
 * reload must ask the server for the course (AMB-23 reading 2). Until then the query cache holds it.
 */
export function useHandedOverCourse(courseId: number | null): AssignedCourse | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [handedOver] = useState(() => courseFromState(location.state, courseId));
  const hasState = location.state != null;

  useEffect(() => {
    if (!hasState) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [hasState, navigate, location.pathname, location.search, location.hash]);

  // Another course's page reached without a remount must not show this one.
  return handedOver?.id === courseId ? handedOver : null;
}
