import { isRoleId, scopeOf } from '@emlak/contracts';
import { Box, Stack } from '@mui/material';
import { useActor } from '@/shared/auth/use-actor';
import { bakuToday } from '@/shared/lib/baku-today';
import { useNow } from '@/shared/lib/use-now';
import { useTodos } from '../api/use-todos';
import { DashboardHeader } from '../components/dashboard-header';
import { MonthCalendar } from '../components/month-calendar';
import { MyListCard } from '../components/my-list-card';
import { TeamTodayCard } from '../components/team-today-card';
import { TodayFigures } from '../components/today-figures';
import { TodoPanel } from '../components/todo-panel';

/**
 * The dashboard (/dashboard), the landing page of every role: a greeting with quick links,
 * today's own figures, for an agency's Admin the team's day, the to-do list, the month calendar
 * with the days of sales and to-dos due, and My list by status. Two columns on a wide screen,
 * one on a phone. "Today" is Baku's, read again every minute so the page turns over at midnight.
 */
export const DashboardPage = () => {
  const now = useNow(60_000);
  const today = bakuToday(new Date(now));
  const actor = useActor();
  // The team's day is an agency Admin's (a SuperAdmin's reach is every agency: the statistics screen).
  const isAgencyAdmin =
    actor !== null && isRoleId(actor.roleId) && scopeOf(actor.roleId, 'statistics.admin') === 'organization';
  const todos = useTodos();

  return (
    <>
      <DashboardHeader now={now} today={today} />
      <Stack sx={{ gap: 3 }}>
        <TodayFigures />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(320px, 380px)' },
          }}
        >
          <Stack sx={{ gap: 3, minWidth: 0 }}>
            {isAgencyAdmin && <TeamTodayCard />}
            <TodoPanel todos={todos} today={today} />
          </Stack>
          <Stack sx={{ gap: 3, minWidth: 0 }}>
            <MonthCalendar key={today} todos={todos.data} today={today} />
            <MyListCard />
          </Stack>
        </Box>
      </Stack>
    </>
  );
};
