import { foldEvents, handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { type TeamCommand, type TeamState, teamDecider } from '../../domain/team/team.ts';
import { teamStream } from '../../domain/team/team-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

/** Runs a command on a store's team stream. */
export const runTeam = (deps: CommandDeps, tenantId: string, command: TeamCommand) =>
  handleCommand(deps.eventStore, teamStream(tenantId), teamDecider, command, { newEventId: deps.newId });

export async function loadTeam(eventStore: EventStore, tenantId: string): Promise<TeamState> {
  return foldEvents(teamDecider, await eventStore.readStream(teamStream(tenantId)));
}

/** Makes a user an owner of a store (at sign-up, `store:create --owner-email`, a store app's owner). */
export const addOwner = (deps: CommandDeps, tenantId: string, userId: string, now: string) =>
  runTeam(deps, tenantId, {
    type: 'AddMember',
    tenantId,
    membershipId: deps.newId(),
    userId,
    role: 'owner',
    now,
  });
