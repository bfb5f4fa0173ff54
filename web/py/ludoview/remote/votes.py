"""Agreement on a player who does not go on (distance.html): the proposals and the votes
of ``ludo.remote.match`` (``propose``, ``vote``), drawn under the game's actions.

While the game waits for another browser, this person may propose to end the game
there or, with three browsers or more, that the computer plays the silent person's
seat (played by this page from then on). The proposal is a signed message like a turn:
it goes out in the next link (or over a live channel), the others' pages show it with
*I agree* / *I refuse*, and every page applies the result the same way, by the protocol
(``Match.proposal``, ``Match.ended``, ``Match.taken``)."""

from __future__ import annotations

from html import escape

from ludo.remote.errors import RemoteError
from ludoview.core import dom


def stuck(m) -> int | None:
    """The seat of the person whose browser the game waits for, when it is another's and
    no proposal is open (None otherwise)."""
    if not m.started or m.over() or m.proposal is not None:
        return None
    waiting = m.waiting_for()
    if waiting is None or waiting[0] not in ("play", "witness") or m.here(waiting[1]):
        return None
    return m.controller(waiting[1])


def refused_by(m) -> int | None:
    """The seat that refused the last proposal, if nothing was played since."""
    last = m.messages[-1] if m.messages else {}
    vote = last.get("v")
    return last["a"] if isinstance(vote, list) and vote[:1] == ["no"] else None


def to_proposer(m) -> int | None:
    """After this browser refused a proposal: the browser of whoever made it, to send the
    refusal to (the game then waits for the silent person again, whom a link would not
    reach); None otherwise."""
    refuser = refused_by(m)
    if refuser is None or refuser not in m.local:
        return None
    for body in reversed(m.messages[:-1]):
        vote = body.get("v")
        if isinstance(vote, list) and vote[:1] in (["cpu"], ["end"]):
            seat = m.controller(body["a"])
            return None if seat in m.local else seat
    return None


def can_take(m, seat: int) -> bool:
    """Whether a computer may be proposed for ``seat``: a person's seat, and at least two
    browsers left once it is taken (so every throw still has a witness)."""
    return m.is_person(seat) and len(m.controllers) >= 3


def proposed(page) -> str:
    """What the open proposal of ``page.match`` proposes, in words ("" when none is open)."""
    m, t, names = page.match, page.t, page.names()
    proposal = m.proposal
    if proposal is None:
        return ""
    who = names[proposal["taker"]]
    return (t("v.proposed_end", name=who) if proposal["what"] == "end" else
            t("v.proposed_cpu", name=who, seat=names[proposal["seat"]]))


def asked(m) -> bool:
    """Whether the game waits for this browser's vote."""
    waiting = m.waiting_for()
    return waiting is not None and waiting[0] == "agree" and m.here(waiting[1])


def render(page) -> None:
    """The proposal and its buttons (the page's status says what is proposed when this
    browser is asked), or the offer to propose while the game waits for another browser."""
    m, t, names, me = page.match, page.t, page.names(), page.me()
    box = dom.el("vote")
    was_open = bool(box.querySelector("details[open]"))
    out = []
    if m.proposal is not None:
        if not asked(m):
            out.append(f'<p data-testid="proposal">{escape(proposed(page))}</p>')
        else:
            out.append(f'<p class="vote-buttons">{escape(t("v.question"))} '
                       f'<button type="button" class="primary" data-vote="yes" data-testid="vote-yes">'
                       f'{escape(t("v.yes"))}</button> <button type="button" data-vote="no" data-testid="vote-no">'
                       f'{escape(t("v.no"))}</button></p>')
    else:
        refuser = refused_by(m)
        if refuser is not None:
            out.append(f'<p data-testid="vote-refused">{escape(t("v.refused", name=names[refuser]))}</p>')
        if not m.over():
            out.extend(f'<p data-testid="taken">{escape(t("v.taken", seat=names[s], name=names[m.controller(s)]))}</p>'
                       for s in sorted(m.taken))
        seat = stuck(m)
        if seat is not None and me is not None and m.here(me):
            cpu = (f' <button type="button" data-propose="cpu" data-seat="{seat}" data-testid="propose-cpu">'
                   f'{escape(t("v.propose_cpu", name=names[seat]))}</button>' if can_take(m, seat) else "")
            out.append(f'<details data-testid="stuck"{" open" if was_open else ""}>'
                       f'<summary>{escape(t("v.stuck", name=names[seat]))}</summary>'
                       f'<p>{escape(t("v.how_two" if two(m) else "v.how", name=names[seat]))}</p>'
                       f'<p class="vote-buttons">'
                       f'<button type="button" data-propose="end" data-testid="propose-end">'
                       f'{escape(t("v.end_now" if two(m) else "v.propose_end"))}</button>{cpu}</p></details>')
    box.innerHTML = "".join(out)
    box.hidden = not out


def history(page) -> list[str]:
    """The proposals, the votes and their results, in the order they were made, in words
    (an end agreed by its proposal alone, with two browsers, is one line)."""
    m, t, names = page.match, page.t, page.names()
    lines: list[str] = []
    said = m.decisions
    for k, d in enumerate(said):
        what, who = d["what"], names[d["by"]]
        if what == "end":
            if k + 1 < len(said) and said[k + 1]["what"] == "agreed":
                continue                # agreed at once: said by the next line, as one
            lines.append(t("v.h.end", name=who))
        elif what == "cpu":
            lines.append(t("v.h.cpu", name=who, seat=names[d["seat"]]))
        elif what in ("yes", "no"):
            lines.append(t("v.h." + what, name=who))
        elif d["about"] == "end":
            alone = k > 0 and said[k - 1]["what"] == "end"
            lines.append(t("v.h.ended_by", name=who) if alone else t("v.h.ended"))
        else:
            lines.append(t("v.h.taken", seat=names[d["seat"]], name=who))
    return lines


def two(m) -> bool:
    """Only two browsers play: the one that is still here ends the game alone (no vote)."""
    return len(m.controllers) <= 2


def act(page, button) -> bool:
    """A proposal made, or this browser's vote given (RemoteError if the protocol refuses
    it); whether the button was one of these."""
    m, me = page.match, page.me()
    if button.hasAttribute("data-propose"):
        what = str(button.getAttribute("data-propose"))
        if me is None or stuck(m) is None:
            return False
        m.propose(me, what, int(str(button.getAttribute("data-seat"))) if what == "cpu" else None)
        return True
    if button.hasAttribute("data-vote"):
        waiting = m.waiting_for()
        if waiting is None or waiting[0] != "agree" or not m.here(waiting[1]):
            return False
        m.vote(waiting[1], str(button.getAttribute("data-vote")) == "yes")
        return True
    return False


def on_click(page, event, computer) -> None:
    """A proposal or a vote (``computer(match)``: the page's players of the computers, which
    play a seat taken over at once); signed like a turn, it goes out in the next link."""
    button = dom.found(event.target.closest("button"))
    m = page.match
    if button is None or m is None:
        return
    try:
        if not act(page, button):
            return
        m.run_local(computer(m))
    except RemoteError as exc:
        page.show_error(page.t("v.cannot"), str(exc))
        return
    page.show_error("")
    page.since = []
    page.save(seen=len(page.lines()))
    page.render()
